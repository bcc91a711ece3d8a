import { Icon, listReset, media, QueryState, SkeletonRows, useCall } from '@atrium/shared';
import type { DocumentCategory } from '@atrium/shared/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Filters } from '../../components/Filters';
import { ModulePage } from '../../components/ModulePage';
import { SearchField } from '@atrium/shared/lists';
import { SelectField } from '../../components/SelectField';
import { useContentSearch } from '../../hooks/useContentSearch';
import { useEvent } from '../event';
import { documentCategoriesQuery, documentsQuery } from './api';
import { fileExtension, fileKind } from './fileType';
import { FileTypeIcon } from './FileTypeIcon';
import './i18n';

/**
 * Documents (spec 2 §2.12): search (1000 ms after typing stops), a category filter when the event
 * has categories, and a row per document with its file-type icon, title, extension and category,
 * and a download link that opens the file in a new tab.
 */
export function DocumentsPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { search, setSearch, searchTerm } = useContentSearch();
  const [categoryID, setCategoryID] = useState<string | null>(null);
  const documents = useCall(documentsQuery(event.id, searchTerm, categoryID), { keepPrevious: true });
  const categories = useCall(documentCategoriesQuery(event.id)).data?.items ?? [];
  const categoryOf = (id: string | null): DocumentCategory | undefined => categories.find((c) => c.id === id);
  const filtered = Boolean(searchTerm || categoryID);

  return (
    <ModulePage aria-labelledby="documents-heading">
      <h1 id="documents-heading">{t('area.documents')}</h1>
      <Filters>
        <SearchField label={t('documents.search')} value={search} onChange={setSearch} />
        {categories.length > 0 && (
          <SelectField
            label={t('documents.category')}
            value={categoryID ?? ''}
            onChange={(e) => setCategoryID(e.target.value || null)}
            options={[
              { value: '', label: t('documents.allCategories') },
              ...categories.map((category) => ({ value: category.id, label: category.title })),
            ]}
          />
        )}
      </Filters>
      <QueryState
        query={documents}
        loading={<SkeletonRows height={72} />}
        isEmpty={(data) => data.items.length === 0}
        empty={filtered ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {({ items }) => (
          <Rows aria-label={t('area.documents')}>
            {items.map((document) => {
              const extension = fileExtension(document.image);
              const category = categoryOf(document.categoryID);
              return (
                <Row key={document.id} data-testid="document-row">
                  <FileTypeIcon kind={fileKind(extension)} />
                  <Text>
                    <strong>{document.title}</strong>
                    <Meta>
                      <span>{extension ? extension.toUpperCase() : t('documents.noExtension')}</span>
                      {category && <Badge $color={category.color}>{category.title}</Badge>}
                    </Meta>
                  </Text>
                  <Download
                    href={document.image}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('documents.downloadNamed', { title: document.title })}
                  >
                    <Icon name="download" size={18} />
                    <WideOnly>{t('documents.download')}</WideOnly>
                  </Download>
                </Row>
              );
            })}
          </Rows>
        )}
      </QueryState>
    </ModulePage>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};

  svg[data-kind] {
    flex: none;
  }

  ${media.mobile} {
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Text = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Download = styled.a`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing.sm};
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  padding: 0 ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  ${media.mobile} {
    padding: 0;
  }
`;

// A phone keeps the icon; the link's accessible name still says what it downloads.
const WideOnly = styled.span`
  ${media.mobile} {
    display: none;
  }
`;

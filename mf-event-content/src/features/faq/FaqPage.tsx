import { Icon, listReset, QueryState, SafeHtml, SkeletonRows, useCall } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ModulePage } from '../../components/ModulePage';
import { SearchField } from '@atrium/shared/lists';
import { useContentSearch } from '../../hooks/useContentSearch';
import { useEvent } from '../event';
import { faqsQuery } from './api';
import './i18n';

/**
 * FAQ (spec 2 §2.11): search (1000 ms after typing stops), then the questions as an accordion: each
 * question a button that says whether its answer is open, the answer the server's HTML sanitised.
 */
export function FaqPage() {
  const { t } = useTranslation('event');
  const event = useEvent();
  const { search, setSearch, searchTerm } = useContentSearch();
  const faqs = useCall(faqsQuery(event.id, searchTerm), { keepPrevious: true });
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <ModulePage aria-labelledby="faq-heading">
      <h1 id="faq-heading">{t('area.faq')}</h1>
      <SearchField label={t('faq.search')} value={search} onChange={setSearch} />
      <QueryState
        query={faqs}
        loading={<SkeletonRows height={56} />}
        isEmpty={(data) => data.items.length === 0}
        empty={searchTerm ? t('common:contentFilterNotFound') : t('common:contentNotFound')}
      >
        {({ items }) => (
          <Items>
            {items.map((faq) => {
              const expanded = open.has(faq.id);
              return (
                <li key={faq.id}>
                  <h2>
                    <Question
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={`faq-answer-${faq.id}`}
                      id={`faq-question-${faq.id}`}
                      onClick={() => toggle(faq.id)}
                    >
                      <span>{faq.title}</span>
                      <Arrow name="back" $open={expanded} />
                    </Question>
                  </h2>
                  <Answer
                    id={`faq-answer-${faq.id}`}
                    role="region"
                    aria-labelledby={`faq-question-${faq.id}`}
                    hidden={!expanded}
                  >
                    <SafeHtml html={faq.details} />
                  </Answer>
                </li>
              );
            })}
          </Items>
        )}
      </QueryState>
    </ModulePage>
  );
}

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}

  li {
    overflow: hidden;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadow.raised};
  }

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const Question = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  width: 100%;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.spacing.sm} ${theme.spacing.md}`};
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

// The one arrow icon, pointing down while the answer is closed and up while it is open.
const Arrow = styled(Icon)<{ $open: boolean }>`
  flex: none;
  color: ${({ theme }) => theme.colors.muted};
  transform: rotate(${({ $open }) => ($open ? '90deg' : '-90deg')});
  transition: transform 150ms ease;
`;

const Answer = styled.div`
  padding: ${({ theme }) => `0 ${theme.spacing.md} ${theme.spacing.md}`};

  p:first-child {
    margin-top: 0;
  }

  p:last-child {
    margin-bottom: 0;
  }
`;

import { Tabs, tabPanel } from '@atrium/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { ModulePage } from '../../components/ModulePage';
import { EventMemories } from './EventMemories';
import { Uploads } from './Uploads';
import './i18n';

const TABS = ['uploads', 'memories'] as const;
type GalleryTab = (typeof TABS)[number];

/** Gallery (spec 2 §2.13): two tabs, the organiser's uploads and the event's memories. */
export function GalleryPage() {
  const { t } = useTranslation('event');
  const [tab, setTab] = useState<GalleryTab>('uploads');

  return (
    <ModulePage aria-labelledby="gallery-heading">
      <h1 id="gallery-heading">{t('area.album')}</h1>
      <Tabs
        tabs={TABS.map((id) => ({ id, label: t(`gallery.${id}`) }))}
        selected={tab}
        onSelect={(id) => setTab(id as GalleryTab)}
        label={t('gallery.tabs')}
        idPrefix="gallery"
      />
      <Panel {...tabPanel('gallery', tab)}>{tab === 'uploads' ? <Uploads /> : <EventMemories />}</Panel>
    </ModulePage>
  );
}

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};
`;

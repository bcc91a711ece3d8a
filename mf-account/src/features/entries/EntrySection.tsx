import { bus, Button, errorMessage, IconButton } from '@atrium/shared';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EntryList, EntryRow, Muted, Section, SectionHead } from '../../components/layout';
import { useRemoveEntry, type EntryKind } from './api';

export interface EntryTexts {
  title: string;
  empty: string;
  add: string;
  edit(name: string): string;
  remove(name: string): string;
}

interface EntrySectionProps<T extends { id: string }> {
  id: string;
  items: T[];
  texts: EntryTexts;
  /** The entry's name and the line under it. */
  describe(item: T): { name: string; detail: string };
  /** Which of the user's lists: jobs, schools or languages. */
  kind: EntryKind;
  /** The add (null) or edit sub-dialog (spec 1 §2 Dialogs 1). */
  dialog(item: T | null, onClose: () => void): ReactNode;
}

/** One of the user's lists (jobs, schools, languages): each entry with edit and remove, and add. */
export function EntrySection<T extends { id: string }>({
  id,
  items,
  texts,
  describe,
  kind,
  dialog,
}: EntrySectionProps<T>) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const removeEntry = useRemoveEntry(kind);

  const remove = async (item: T) => {
    try {
      await removeEntry.mutateAsync(item.id);
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    }
  };

  return (
    <Section aria-labelledby={id}>
      <SectionHead>
        <h3 id={id}>{texts.title}</h3>
        <Button size="sm" variant="secondary" onClick={() => setEditing(null)}>
          {texts.add}
        </Button>
      </SectionHead>
      {items.length === 0 ? (
        <Muted>{texts.empty}</Muted>
      ) : (
        <EntryList>
          {items.map((item) => {
            const { name, detail } = describe(item);
            return (
              <EntryRow key={item.id}>
                <div>
                  <strong>{name}</strong>
                  <small>{detail}</small>
                </div>
                <Button size="sm" variant="ghost" aria-label={texts.edit(name)} onClick={() => setEditing(item)}>
                  {t('edit')}
                </Button>
                <IconButton
                  icon="close"
                  label={texts.remove(name)}
                  loading={removeEntry.isPending && removeEntry.variables === item.id}
                  onClick={() => void remove(item)}
                />
              </EntryRow>
            );
          })}
        </EntryList>
      )}
      {editing !== undefined && dialog(editing, () => setEditing(undefined))}
    </Section>
  );
}

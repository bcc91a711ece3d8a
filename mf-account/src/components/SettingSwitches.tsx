import { bus, errorMessage } from '@atrium/shared';
import { useState } from 'react';
import { Switch } from './Switch';

interface SettingSwitchesProps<V extends Record<string, boolean>> {
  values: V;
  labels: Record<keyof V & string, string>;
  /** The feature's change (a mutation of its api.ts), sent every switch of the group. */
  save(values: NoInfer<V>): Promise<unknown>;
}

/**
 * Switches that save as they are switched (visibility, notifications): each sends every switch of
 * its group with the one changed; the change's answer shows. While one saves, the group waits.
 */
export function SettingSwitches<V extends Record<string, boolean>>({ values, labels, save }: SettingSwitchesProps<V>) {
  const [saving, setSaving] = useState<V | null>(null);
  const shown: Record<string, boolean> = { ...values, ...saving };

  const toggle = async (key: string, on: boolean) => {
    const body = { ...values, [key]: on };
    setSaving(body);
    try {
      await save(body);
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      {Object.entries<string>(labels).map(([key, label]) => (
        <Switch
          key={key}
          label={label}
          checked={shown[key] ?? false}
          busy={saving !== null}
          onChange={(event) => void toggle(key, event.target.checked)}
        />
      ))}
    </>
  );
}

import { bus, callCommand, errorMessage } from '@atrium/shared';
import type { GeneralSettingsRequest, NotificationSettingsRequest } from '@atrium/shared/contract';
import { useState } from 'react';
import { applyUser } from '../user';
import { Switch } from './Switch';

type Settings =
  | { call: 'Account/UpdateAccountGeneralSettings'; values: GeneralSettingsRequest }
  | { call: 'account/togglenotifications'; values: NotificationSettingsRequest };

/**
 * Switches that save as they are switched (visibility, notifications): each sends every switch of
 * its call with the one changed, and shows the answer's user. While one saves, the group waits.
 */
export function SettingSwitches({ call, values, labels }: Settings & { labels: Record<string, string> }) {
  const [saving, setSaving] = useState<Record<string, boolean> | null>(null);
  const shown: Record<string, boolean> = { ...values, ...saving };

  const toggle = async (key: string, on: boolean) => {
    const body = { ...values, [key]: on };
    setSaving(body);
    try {
      // The union above keeps call and values together; TypeScript does not see it through `call`.
      const { data } = await callCommand(call, body as GeneralSettingsRequest & NotificationSettingsRequest);
      if (data) applyUser(data);
    } catch (error) {
      bus.emit('snackbar.show', { message: errorMessage(error), kind: 'error' });
    } finally {
      setSaving(null);
    }
  };

  return (
    <>
      {Object.entries(labels).map(([key, label]) => (
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

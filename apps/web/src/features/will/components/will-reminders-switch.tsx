import { Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { useSaveWillReminders } from '../api/status.ts';

/** Issue 27: mail me when my will goes out of date, and once a year to review it — off until the testator turns it on. */
export function WillRemindersSwitch({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const save = useSaveWillReminders();
  const checked = save.isPending ? save.variables : enabled;
  return (
    <Switch
      checked={checked}
      disabled={save.isPending}
      onChange={(event) =>
        save.mutate(event.currentTarget.checked, {
          onSuccess: (answer) => toast('success', t(answer.reminders ? 'willRemindersOn' : 'willRemindersOff')),
          onError: () => toast('error', t('willRemindersFailed')),
        })
      }
      label={t('willRemindersLabel')}
      description={t('willRemindersHint')}
      data-testid="will-reminders"
    />
  );
}

import { Alert, Badge, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconCircleCheck, IconDeviceFloppy, IconLanguage } from '@tabler/icons-react';
import { deedTextFieldLabelKey, MAX_WRITTEN_FORM, type TDeedText, type TDeedTextField, ZSaveDeedTextInput } from '@vasiyat/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed, Loading } from '../../../components/query-state.tsx';
import { errorMessage, issueText } from '../../../lib/error-text.ts';
import { labelKey } from '../../../lib/label-types.ts';
import { useDeedTexts, useSaveDeedText } from '../api/deed-texts.ts';
import classes from './will.module.css';

/** Fields typed as sentences or lines of an address: a box of several lines. */
const LONG_FIELDS: ReadonlySet<TDeedTextField> = new Set([
  'address',
  'assetDescription',
  'assetLocation',
  'giftCondition',
  'giftDescription',
  'giftShareDescription',
]);

const keyOf = (item: TDeedText) => `${item.field}-${item.entityId ?? 0}-${item.assetId ?? 0}-${item.assignmentId ?? 0}`;

type DeedTextsListProps = {
  /** The deed's language: its script is the forms' script. */
  code: string;
  languageName: string;
  /** Only the texts with no form yet (the preview's list), or every text that would print in Latin letters. */
  onlyMissing?: boolean;
};

/**
 * Issue 27 item 4: each name, address and text of the testator's own that a deed in `code` would print in English
 * letters, with a box to write it in the deed's script, saved one by one. Nothing is transliterated for them.
 */
export function DeedTextsList({ code, languageName, onlyMissing = false }: DeedTextsListProps) {
  const { t } = useTranslation();
  const list = useDeedTexts(code);
  // The preview's list keeps what was on it when it opened: a text written stays, marked saved.
  const [shown] = useState(() => new Set<string>());
  if (list.isPending) return <Loading />;
  if (list.isError)
    return (
      <LoadFailed
        title={errorMessage(list.error, t('deedTextsLoadFailed'))}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  const texts = list.data.texts.filter((item) => !onlyMissing || item.written === null || shown.has(keyOf(item)));
  for (const item of texts) shown.add(keyOf(item));
  if (texts.length === 0)
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />}>
        <Text fz="sm">{t('deedTextsNone', { language: languageName })}</Text>
      </Alert>
    );
  return (
    <Stack gap="sm">
      <Text fz="sm" fw={600} role="status">
        {list.data.missing === 0
          ? t('deedTextsAllWritten', { language: languageName })
          : t('deedTextsMissing', { count: list.data.missing, language: languageName })}
      </Text>
      <Stack component="ul" gap="sm" className={classes.plainList}>
        {texts.map((item) => (
          <DeedTextRow key={keyOf(item)} item={item} code={code} languageName={languageName} />
        ))}
      </Stack>
    </Stack>
  );
}

function DeedTextRow({ item, code, languageName }: { item: TDeedText; code: string; languageName: string }) {
  const { t } = useTranslation();
  const recordedId = useId();
  const save = useSaveDeedText();
  const [value, setValue] = useState(item.written ?? '');
  const [problem, setProblem] = useState<string>();
  const field = t(labelKey(deedTextFieldLabelKey(item.field)));
  const owner =
    item.ownerKind === 'self'
      ? t('deedTextsOwnerSelf', { name: item.ownerName })
      : item.ownerKind === 'asset'
        ? t('deedTextsOwnerAsset', { name: item.ownerName })
        : item.ownerKind === 'gift'
          ? t('deedTextsOwnerGift', { name: item.ownerName })
          : item.ownerName;
  const saved = item.written !== null && value.trim() === item.written;

  const inputProps = {
    label: t('deedTextsInputLabel', { field, language: languageName }),
    'aria-describedby': recordedId,
    value,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setValue(event.currentTarget.value);
      setProblem(undefined);
    },
    error: problem,
    lang: code,
    maxLength: MAX_WRITTEN_FORM,
    style: { flex: '1 1 16rem', minWidth: 0 },
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = {
      code,
      field: item.field,
      entityId: item.entityId,
      assetId: item.assetId,
      assignmentId: item.assignmentId,
      text: value,
    };
    // The contract's rule first (the text in the deed's script alone), as the server runs it again.
    const parsed = ZSaveDeedTextInput.safeParse(body);
    const issue = parsed.success ? undefined : parsed.error.issues[0];
    if (issue) {
      setProblem(issueText(issue));
      return;
    }
    setProblem(undefined);
    save.mutate(body, { onError: (error) => setProblem(errorMessage(error, t('deedTextsSaveFailed'))) });
  };

  return (
    <Paper
      component="li"
      p="sm"
      radius="md"
      className={classes.finding}
      style={{ borderLeftColor: saved ? 'var(--mantine-color-teal-7)' : 'var(--mantine-color-orange-7)' }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={700}>
                {field}
              </Text>
              <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {owner}
              </Text>
            </Stack>
            {saved && (
              <Badge color="teal.9" variant="filled" leftSection={<IconCircleCheck size={14} aria-hidden />} style={{ flexShrink: 0 }}>
                {t('deedTextsSaved')}
              </Badge>
            )}
          </Group>
          <Text fz="sm" id={recordedId} style={{ overflowWrap: 'anywhere' }}>
            <Text span fz="sm" c="dimmed">
              {t('deedTextsRecorded')}:{' '}
            </Text>
            <Text span fz="sm" lang="en">
              {item.text}
            </Text>
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            {LONG_FIELDS.has(item.field) ? (
              <Textarea {...inputProps} autosize minRows={1} />
            ) : (
              <TextInput {...inputProps} leftSection={<IconLanguage size={16} aria-hidden />} />
            )}
            <Button
              type="submit"
              variant="light"
              leftSection={<IconDeviceFloppy size={16} aria-hidden />}
              loading={save.isPending}
              disabled={saved || (value.trim() === '' && item.written === null)}
            >
              {t('deedTextsSave')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

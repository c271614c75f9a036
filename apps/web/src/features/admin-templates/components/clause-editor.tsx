import { Button, Group, Loader, Popover, Text, Textarea } from '@mantine/core';
import { useDebouncedValue, useMergedRef } from '@mantine/hooks';
import { IconBraces, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClauseCheck } from '../api/clauses.ts';
import { type ContextVariable, insertAt, snippetFor } from '../rules/variables.ts';
import { VariablesPanel } from './variables-panel.tsx';

/** How long typing pauses before a clause is checked. */
const CHECK_DELAY_MS = 400;

type ClauseEditorProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  /** The form's problem with the field (required, or the server's refusal of the clause). */
  error?: string;
  description?: ReactNode;
  required?: boolean;
};

/**
 * A clause's text (a Liquid template over the will context): the variables panel inserts a variable at the
 * cursor, and the text is checked as it is typed, the line and reason shown under it when it does not compile.
 */
export function ClauseEditor({ label, value, onChange, onBlur, name, inputRef, error, description, required }: ClauseEditorProps) {
  const { t } = useTranslation();
  const textarea = useRef<HTMLTextAreaElement>(null);
  const ref = useMergedRef(textarea, inputRef);
  const trigger = useRef<HTMLButtonElement>(null);
  const [panelOpen, setPanelOpen] = useState(false);

  const [checked] = useDebouncedValue(value, CHECK_DELAY_MS);
  const check = useClauseCheck(checked);
  const settled = checked === value && !check.isFetching;
  const problem = settled && value.trim() !== '' ? check.data?.problem : undefined;
  const problemText = problem ? t('adminClauseProblem', { line: problem.line, message: problem.message }) : undefined;
  const checking = value.trim() !== '' && !settled;
  const compiles = settled && value.trim() !== '' && check.data?.problem === null && !error;

  const insert = (variable: ContextVariable) => {
    const element = textarea.current;
    const end = element?.selectionEnd ?? value.length;
    const next = insertAt(value, { start: element?.selectionStart ?? end, end }, snippetFor(variable));
    onChange(next.value);
    setPanelOpen(false);
    // After React has put the new text in: the cursor after the variable, or inside the loop.
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    });
  };

  const closePanel = () => {
    setPanelOpen(false);
    // Escape leaves focus in the closing panel: back to the button that opened it.
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (!active || active === document.body || active.closest('[data-variables-panel]')) trigger.current?.focus();
    });
  };

  return (
    <div>
      <Textarea
        ref={ref}
        name={name}
        label={label}
        description={description}
        required={required}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
        error={error ?? problemText}
        autosize
        minRows={4}
        maxRows={14}
        spellCheck
      />
      <Group justify="space-between" gap="xs" mt={6} align="flex-start">
        <Text fz="xs" c={compiles ? 'teal.8' : 'dimmed'} aria-live="polite" component="div" mih={22} pt={3}>
          {checking ? (
            <Group gap={6} wrap="nowrap">
              <Loader size={12} />
              {t('adminClauseChecking')}
            </Group>
          ) : compiles ? (
            <Group gap={4} wrap="nowrap">
              <IconCircleCheck size={14} aria-hidden />
              {t('adminClauseCompiles')}
            </Group>
          ) : null}
        </Text>
        <Popover
          opened={panelOpen}
          onChange={setPanelOpen}
          onClose={closePanel}
          position="bottom-end"
          width="min(400px, calc(100vw - 32px))"
          shadow="md"
          trapFocus
          returnFocus={false}
          withinPortal
          zIndex={400}
        >
          <Popover.Target>
            <Button
              ref={trigger}
              variant="light"
              size="compact-sm"
              leftSection={<IconBraces size={14} aria-hidden />}
              onClick={() => setPanelOpen((open) => !open)}
              aria-expanded={panelOpen}
              ml="auto"
            >
              {t('adminClauseVariablesTitle')}
            </Button>
          </Popover.Target>
          <Popover.Dropdown data-variables-panel>
            <VariablesPanel onPick={insert} />
          </Popover.Dropdown>
        </Popover>
      </Group>
    </div>
  );
}

import { Spoiler, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './clause-text.module.css';

const TAG = /(\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\})/;

/**
 * A clause's text as written, its Liquid variables and its tags (conditions, loops) set apart; a long one
 * folds behind 'Show more' unless `fold` is false.
 */
export function ClauseText({ text, lang, fold = true }: { text: string; lang?: string; fold?: boolean }) {
  const { t } = useTranslation();
  const parts = text.split(TAG);
  const body = (
    <Text fz="sm" className={classes.text} lang={lang}>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order; they never move
          <span key={index} className={part.startsWith('{{') ? classes.variable : classes.tag}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </Text>
  );
  if (!fold) return body;
  return (
    <Spoiler maxHeight={132} showLabel={t('adminClauseShowMore')} hideLabel={t('adminClauseShowLess')} fz="sm">
      {body}
    </Spoiler>
  );
}

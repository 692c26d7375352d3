import { useTranslation } from 'react-i18next';

const OPTION_WORDS = ['da', 'xiao', 'dan', 'shuang', 'long', 'hu', 'he'] as const;

/**
 * A bet's content as members read it: option words translated (da → 大/Big), positions spaced apart
 * ("1,2 | 3 | – | 4,5"), the raw content in the tooltip.
 */
export function ContentText({ content, className }: { content: string; className?: string }) {
  const { t } = useTranslation();
  const text = content
    .split('|')
    .map((segment) =>
      segment === ''
        ? '–'
        : segment.replace(/[a-z]+/g, (word) =>
            (OPTION_WORDS as readonly string[]).includes(word)
              ? t(`lottery.options.${word as (typeof OPTION_WORDS)[number]}`)
              : word,
          ),
    )
    .join(' | ');
  return (
    <span className={`lcontent${className ? ` ${className}` : ''}`} title={content}>
      {text}
    </span>
  );
}

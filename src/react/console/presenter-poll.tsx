import type { GetPresenterScreenQuery } from '../core/api/graphql.generated';
import { useTranslation } from '../core/i18n/translator';
import { bar, barRow, emphasis, small } from './presenter-styles';

type Poll = NonNullable<GetPresenterScreenQuery['getPresenterScreen']['poll']>;

/** The most frequent words a word cloud shows on the screen. */
const WORDS_SHOWN = 40;

/** A poll's live results on the screen: a bar per option with its share, or the words sized by how often they came. */
export function PresenterPoll({ poll }: { poll: Poll }) {
  const { t, i18n } = useTranslation();
  const { params } = poll;
  const percent = new Intl.NumberFormat(i18n.language === 'en' ? 'en' : 'de', {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const title = <h1 css={[emphasis, { fontSize: 'min(6vh, 4.5vw)' }]}>{params.title ?? poll.code}</h1>;
  if (poll.type === 'wordCloud') {
    const words = params.words.slice(0, WORDS_SHOWN);
    const most = Math.max(1, ...words.map((word) => word.value));
    return (
      <>
        {title}
        <ul
          css={{ display: 'flex', flexWrap: 'wrap', gap: '1vh 2vw', alignItems: 'baseline', margin: 0, padding: 0 }}
          aria-label={t('console.presenter.words')}
        >
          {words.map((word) => (
            <li
              key={word.text}
              css={{ listStyle: 'none', fontWeight: 700, fontSize: `min(${2.5 + (6.5 * word.value) / most}vh, 7vw)` }}
            >
              {word.text}
            </li>
          ))}
        </ul>
        <p css={small}>{t('console.polls.voters', { count: params.customersVoted })}</p>
      </>
    );
  }
  const total = params.pollItems.reduce((sum, item) => sum + (item.votes ?? 0), 0);
  // Every option fits: the more there are, the smaller the type.
  const fontSize = `min(${Math.min(5, 50 / (params.pollItems.length * 1.9))}vh, 3.6vw)`;
  return (
    <>
      {title}
      <ul css={{ display: 'grid', gap: '1.2vh', margin: 0, padding: 0, listStyle: 'none', fontSize }}>
        {params.pollItems.map((item) => {
          const share = total > 0 ? (item.votes ?? 0) / total : 0;
          return (
            <li key={item.pollItemId} css={barRow}>
              <span css={{ overflowWrap: 'anywhere' }}>{item.label}</span>
              <strong>
                {percent.format(share)} ({item.votes ?? 0})
              </strong>
              <span css={bar} aria-hidden="true">
                <span style={{ width: `${share * 100}%` }} />
              </span>
            </li>
          );
        })}
      </ul>
      <p css={small}>{t('console.polls.totalVotes', { count: total })}</p>
    </>
  );
}

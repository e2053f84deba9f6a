import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client';
import { useId, useState, type FormEvent } from 'react';
import type { GetOperatorQasQuery, GetOperatorQuestionsQuery, QuestionStatus } from '../core/api/graphql.generated';
import { useTranslation } from '../core/i18n/translator';
import { Button } from '../core/ui/button';
import { field } from '../core/ui/form-styles';
import { consoleErrorKey } from './console-errors';
import { ColumnTable, FailureAlert, QueryStatus } from './console-parts';
import { actions, card, muted, smallButton } from './console-styles';
import { downloadCsv } from './download-csv';
import { PresenterControls } from './presenter-controls';
import {
  ApproveQuestionDocument,
  ArchiveQuestionDocument,
  ClearQuestionHighlightDocument,
  CloseQaDocument,
  EditQuestionDocument,
  ExportQuestionsDocument,
  GetOperatorQasDocument,
  GetOperatorQuestionsDocument,
  HighlightQuestionDocument,
  MarkQuestionAnsweredDocument,
  MergeQuestionDocument,
  OpenQaDocument,
  QaChangedDocument,
  RejectQuestionDocument,
  ReplyToQuestionDocument,
} from './qa.operations.generated';

type OperatorQa = GetOperatorQasQuery['getOperatorQas'][number];
type OperatorQuestion = GetOperatorQuestionsQuery['getOperatorQuestions']['questions'][number];

/** The lists an operator switches between: the moderation queue, what visitors see, and what left their lists. */
const LISTS = ['pending', 'approved', 'archived', 'rejected'] as const satisfies readonly QuestionStatus[];
const LIST_MAX = 100;
const COLUMNS = ['question', 'author', 'upvotes', 'state', 'actions'].map((column) => `console.qa.${column}`);

/**
 * The Q&A tab (docs/operators.md#qa): one Q&A at a time with its counts live, its lists, moderation (approve, reject,
 * edit, merge) and the show's controls (highlight, answered, reply, archive, open and close), the CSV, and what the
 * presenter screen shows. Analysts read.
 */
export function QaPanel({ canRun }: { canRun: boolean }) {
  const { t } = useTranslation();
  const selectId = useId();
  const { data, loading, error } = useQuery(GetOperatorQasDocument);
  const qas = data?.getOperatorQas ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const qa = qas.find((entry) => entry.code === selected) ?? qas[0];
  return (
    <div css={{ display: 'grid', gap: 16 }}>
      <p css={muted}>{canRun ? t('console.qa.live') : t('console.qa.readOnly')}</p>
      <QueryStatus
        loading={loading && !data}
        error={error}
        empty={Boolean(data) && qas.length === 0}
        emptyKey="console.qa.empty"
      />
      {qas.length > 1 ? (
        <div css={field}>
          <label htmlFor={selectId}>{t('console.qa.choose')}</label>
          <select id={selectId} value={qa?.code} onChange={(event) => setSelected(event.target.value)}>
            {qas.map((entry) => (
              <option key={entry.code} value={entry.code}>
                {entry.title ?? entry.code}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {qa ? <QaControls key={qa.code} qa={qa} canRun={canRun} /> : null}
      <PresenterControls canRun={canRun} qas={qas} />
    </div>
  );
}

function QaControls({ qa, canRun }: { qa: OperatorQa; canRun: boolean }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const headingId = useId();
  const tableId = useId();
  const [list, setList] = useState<(typeof LISTS)[number]>(qa.moderated && qa.pending > 0 ? 'pending' : 'approved');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const variables = { code: qa.code, limit: LIST_MAX };
  const questions = useQuery(GetOperatorQuestionsDocument, { variables: { ...variables, status: list } });
  // Merge targets: what visitors see.
  const approved = useQuery(GetOperatorQuestionsDocument, { variables: { ...variables, status: 'approved' } });
  // Each change (a visitor's question or upvote, another operator's action) reads the lists again.
  useSubscription(QaChangedDocument, {
    variables: { code: qa.code },
    onData: () => {
      void questions.refetch();
      void approved.refetch();
    },
  });
  const [openQa] = useMutation(OpenQaDocument, { variables: { code: qa.code } });
  const [closeQa] = useMutation(CloseQaDocument, { variables: { code: qa.code } });
  const [clearHighlight] = useMutation(ClearQuestionHighlightDocument, { variables: { code: qa.code } });

  const run = async (action: () => Promise<unknown>, doneKey = 'console.qa.done') => {
    setFailure(null);
    setDone(null);
    try {
      await action();
      setDone(doneKey);
      await Promise.all([
        questions.refetch(),
        approved.refetch(),
        client.refetchQueries({ include: ['getOperatorQas'] }),
      ]);
    } catch (error) {
      setFailure(consoleErrorKey(error));
    }
  };

  async function exportCsv() {
    setFailure(null);
    try {
      const answer = await client.query({
        query: ExportQuestionsDocument,
        variables: { code: qa.code },
        fetchPolicy: 'network-only',
      });
      downloadCsv(`${qa.code}-questions.csv`, answer.data.exportQuestions);
    } catch (error) {
      setFailure(consoleErrorKey(error));
    }
  }

  const rows = questions.data?.getOperatorQuestions;
  return (
    <section css={card} aria-labelledby={headingId} data-qa-code={qa.code}>
      <h3 id={headingId}>{qa.title ?? qa.code}</h3>
      <p css={muted} data-qa-status>
        {t(qa.status === 'open' ? 'console.qa.statusOpen' : 'console.qa.statusClosed')} ·{' '}
        {t(qa.moderated ? 'console.qa.moderated' : 'console.qa.unmoderated')}
      </p>
      <div css={actions}>
        {canRun ? (
          qa.status === 'open' ? (
            <Button variant="secondary" onClick={() => void run(closeQa)}>
              {t('console.qa.close')}
            </Button>
          ) : (
            <Button onClick={() => void run(openQa)}>{t('console.qa.open')}</Button>
          )
        ) : null}
        <Button variant="secondary" onClick={() => void exportCsv()}>
          {t('console.qa.export')}
        </Button>
      </div>
      <div aria-live="polite" data-qa-highlighted>
        {qa.highlighted ? (
          <div css={[card, { borderWidth: 3 }]}>
            <p css={muted}>{t('console.qa.highlightedNow')}</p>
            <p css={{ margin: 0, fontSize: 20, fontWeight: 700 }}>{qa.highlighted.text}</p>
            {canRun ? (
              <div>
                <Button variant="secondary" onClick={() => void run(clearHighlight)}>
                  {t('console.qa.endHighlight')}
                </Button>
              </div>
            ) : null}
          </div>
        ) : (
          <p css={muted}>{t('console.qa.noHighlight')}</p>
        )}
      </div>
      <div css={actions} role="group" aria-label={t('console.qa.lists')}>
        {LISTS.map((entry) => (
          <button
            key={entry}
            type="button"
            css={[smallButton, entry === list ? { fontWeight: 700, borderWidth: 3 } : null]}
            aria-pressed={entry === list}
            aria-controls={tableId}
            onClick={() => setList(entry)}
          >
            {t(`console.qa.list.${entry}`, { count: qa[entry] })}
          </button>
        ))}
      </div>
      <FailureAlert textKey={failure} />
      <p css={muted} role="status">
        {done ? t(done) : ''}
      </p>
      <QueryStatus
        loading={questions.loading && !questions.data}
        error={questions.error}
        empty={Boolean(rows) && rows?.questions.length === 0}
        emptyKey={`console.qa.listEmpty.${list}`}
      />
      <div id={tableId}>
        {rows && rows.questions.length > 0 ? (
          <ColumnTable headingId={headingId} columns={COLUMNS}>
            {rows.questions.map((question) => (
              <QuestionRow
                key={question.id}
                question={question}
                canRun={canRun}
                mergeTargets={(approved.data?.getOperatorQuestions.questions ?? []).filter(
                  (target) => target.id !== question.id,
                )}
                run={run}
              />
            ))}
          </ColumnTable>
        ) : null}
        {rows && rows.total > rows.questions.length ? (
          <p css={muted}>{t('console.qa.more', { shown: rows.questions.length, total: rows.total })}</p>
        ) : null}
      </div>
    </section>
  );
}

type Editing = 'text' | 'reply' | 'merge' | null;

interface QuestionRowProps {
  question: OperatorQuestion;
  canRun: boolean;
  mergeTargets: OperatorQuestion[];
  run(action: () => Promise<unknown>, doneKey?: string): Promise<void>;
}

function QuestionRow({ question, canRun, mergeTargets, run }: QuestionRowProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const id = question.id;
  const variables = { id };
  const [approve] = useMutation(ApproveQuestionDocument, { variables });
  const [reject] = useMutation(RejectQuestionDocument, { variables });
  const [archive] = useMutation(ArchiveQuestionDocument, { variables });
  const [highlight] = useMutation(HighlightQuestionDocument, { variables });
  const [answer] = useMutation(MarkQuestionAnsweredDocument);
  const [edit] = useMutation(EditQuestionDocument);
  const [reply] = useMutation(ReplyToQuestionDocument);
  const [merge] = useMutation(MergeQuestionDocument);
  const label = question.text.length > 40 ? `${question.text.slice(0, 40)}…` : question.text;
  const button = (key: string, action: () => Promise<unknown>) => (
    <button type="button" css={smallButton} onClick={() => void run(action)}>
      {t(key, { question: label })}
    </button>
  );
  const states = [
    question.highlighted ? t('console.qa.states.highlighted') : null,
    question.answered ? t('console.qa.states.answered') : null,
    t(`console.qa.states.${question.status}`),
  ].filter(Boolean);

  return (
    <tr data-question-id={id}>
      <td>
        <p css={{ margin: 0 }}>{question.text}</p>
        {question.originalText !== question.text ? (
          <p css={muted}>{t('console.qa.original', { text: question.originalText })}</p>
        ) : null}
        {question.reply ? <p css={muted}>{t('console.qa.replied', { reply: question.reply })}</p> : null}
        {editing === 'text' || editing === 'reply' ? (
          <TextEditor
            labelKey={editing === 'text' ? 'console.qa.editLabel' : 'console.qa.replyLabel'}
            initial={editing === 'text' ? question.text : (question.reply ?? '')}
            maxLength={1000}
            onCancel={() => setEditing(null)}
            onSave={(value) =>
              run(() =>
                editing === 'text'
                  ? edit({ variables: { id, text: value } })
                  : reply({ variables: { id, reply: value.trim() ? value : null } }),
              ).then(() => setEditing(null))
            }
          />
        ) : null}
        {editing === 'merge' ? (
          <MergeForm
            targets={mergeTargets}
            onCancel={() => setEditing(null)}
            onMerge={(intoId) => run(() => merge({ variables: { id, intoId } })).then(() => setEditing(null))}
          />
        ) : null}
      </td>
      <td>{question.authorName ?? t('console.qa.anonymous')}</td>
      <td data-upvotes>{question.upvotes}</td>
      <td>{states.join(' · ')}</td>
      <td>
        {canRun ? (
          <div css={actions}>
            {question.status === 'pending' ? button('console.qa.approve', approve) : null}
            {question.status === 'approved' && !question.highlighted ? button('console.qa.highlight', highlight) : null}
            {question.status === 'approved'
              ? button(question.answered ? 'console.qa.unanswer' : 'console.qa.answer', () =>
                  answer({ variables: { id, answered: !question.answered } }),
                )
              : null}
            {question.status === 'pending' || question.status === 'approved' ? (
              <>
                <button type="button" css={smallButton} onClick={() => setEditing('text')}>
                  {t('console.qa.edit', { question: label })}
                </button>
                <button type="button" css={smallButton} onClick={() => setEditing('merge')}>
                  {t('console.qa.merge', { question: label })}
                </button>
              </>
            ) : null}
            {question.status === 'approved' ? (
              <button type="button" css={smallButton} onClick={() => setEditing('reply')}>
                {t('console.qa.reply', { question: label })}
              </button>
            ) : null}
            {question.status === 'pending' || question.status === 'approved'
              ? button('console.qa.reject', reject)
              : null}
            {question.status === 'approved' ? button('console.qa.archive', archive) : null}
            {question.status === 'archived' || question.status === 'rejected'
              ? button('console.qa.restore', approve)
              : null}
          </div>
        ) : null}
      </td>
    </tr>
  );
}

interface TextEditorProps {
  labelKey: string;
  initial: string;
  maxLength: number;
  onSave(value: string): Promise<void>;
  onCancel(): void;
}

function TextEditor({ labelKey, initial, maxLength, onSave, onCancel }: TextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(value);
  };
  return (
    <form onSubmit={submit} css={[field, { marginTop: 8 }]}>
      <label htmlFor={id}>{t(labelKey)}</label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        rows={3}
        autoFocus
        onChange={(event) => setValue(event.target.value)}
      />
      <div css={actions}>
        <Button type="submit">{t('console.qa.save')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('console.qa.cancel')}
        </Button>
      </div>
    </form>
  );
}

function MergeForm({
  targets,
  onMerge,
  onCancel,
}: {
  targets: OperatorQuestion[];
  onMerge(intoId: number): Promise<void>;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [intoId, setIntoId] = useState<number | null>(targets[0]?.id ?? null);
  if (targets.length === 0) return <p css={muted}>{t('console.qa.noMergeTarget')}</p>;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (intoId !== null) void onMerge(intoId);
  };
  return (
    <form onSubmit={submit} css={[field, { marginTop: 8 }]}>
      <label htmlFor={id}>{t('console.qa.mergeInto')}</label>
      <select id={id} value={intoId ?? ''} autoFocus onChange={(event) => setIntoId(Number(event.target.value))}>
        {targets.map((target) => (
          <option key={target.id} value={target.id}>
            {target.text}
          </option>
        ))}
      </select>
      <div css={actions}>
        <Button type="submit">{t('console.qa.mergeConfirm')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('console.qa.cancel')}
        </Button>
      </div>
    </form>
  );
}

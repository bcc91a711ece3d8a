import { Button, Dialog, Icon, listReset, QueryState, SkeletonRows, useCall } from '@atrium/shared';
import type { SurveyEntry } from '@atrium/shared/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useEvent } from '../event';
import { surveysQuery } from './api';
import { SurveyForm } from './SurveyForm';

export interface SurveyListProps {
  /** A booth's surveys (spec 2 §2.10); the event's own without it. */
  standId?: string | null;
}

/**
 * The surveys list (spec 2 §2.15, §4 Survey): each with its completed mark; a completed one cannot
 * be opened and says why. Opening one shows its questions in place; on success a popup shows the
 * api's message titled 'Survey completed', the survey is marked completed and the list reloads.
 */
export function SurveyList({ standId = null }: SurveyListProps) {
  const { t } = useTranslation('event');
  const event = useEvent();
  const surveys = useCall(surveysQuery(event.id, standId));
  const [takingId, setTakingId] = useState<string | null>(null);
  const [completed, setCompleted] = useState<string | null>(null);
  const [focusList, setFocusList] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const messageId = useId();
  const taking = surveys.data?.items.find((entry) => entry.survey.id === takingId && !entry.isCompleted);

  // Back on the list (from a survey or its popup), the focus goes to it rather than to the page.
  useEffect(() => {
    if (!focusList || taking) return;
    listRef.current?.focus();
    setFocusList(false);
  }, [focusList, taking]);

  function close() {
    setTakingId(null);
    setFocusList(true);
  }

  // The survey is marked completed in the list already (useDoSurvey).
  function done(message: string) {
    setTakingId(null);
    setCompleted(message);
  }

  return (
    <>
      {taking ? (
        <SurveyForm eventId={event.id} standId={standId} survey={taking.survey} onBack={close} onCompleted={done} />
      ) : (
        <div ref={listRef} tabIndex={-1}>
          <QueryState
            query={surveys}
            loading={<SkeletonRows height={88} />}
            isEmpty={(data) => data.items.length === 0}
            empty={t('surveys.none')}
          >
            {({ items }) => (
              <Rows aria-label={t('surveys.list')}>
                {items.map((entry) => (
                  <SurveyRow key={entry.survey.id} entry={entry} onOpen={() => setTakingId(entry.survey.id)} />
                ))}
              </Rows>
            )}
          </QueryState>
        </div>
      )}
      <Dialog
        open={completed !== null}
        size="sm"
        title={t('surveys.completedTitle')}
        describedBy={messageId}
        onClose={() => {
          setCompleted(null);
          setFocusList(true);
        }}
        footer={
          <Button
            onClick={() => {
              setCompleted(null);
              setFocusList(true);
            }}
          >
            {t('surveys.ok')}
          </Button>
        }
      >
        <p id={messageId}>{completed}</p>
      </Dialog>
    </>
  );
}

function SurveyRow({ entry, onOpen }: { entry: SurveyEntry; onOpen(): void }) {
  const { t } = useTranslation('event');
  const reasonId = useId();
  const { survey, isCompleted } = entry;
  const count = survey.questions.length;
  const reason = isCompleted ? t('surveys.completedReason') : count === 0 ? t('surveys.noQuestions') : null;
  return (
    <Row $completed={isCompleted}>
      <div>
        <h2>{survey.title}</h2>
        <Meta>
          {t('surveys.questionCount', { count })}
          {isCompleted && (
            <Done>
              <Icon name="check" size={16} />
              {t('surveys.completed')}
            </Done>
          )}
        </Meta>
        {reason && <Reason id={reasonId}>{reason}</Reason>}
      </div>
      <Button
        variant={isCompleted ? 'secondary' : 'primary'}
        disabled={reason !== null}
        aria-label={t('surveys.answerLabel', { title: survey.title })}
        aria-describedby={reason ? reasonId : undefined}
        onClick={onOpen}
      >
        {t('surveys.answer')}
      </Button>
    </Row>
  );
}

const Rows = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;

const Row = styled.li<{ $completed: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $completed }) => ($completed ? theme.colors.success : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    overflow-wrap: anywhere;
  }

  > button {
    flex: none;
  }

  @media (max-width: 600px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Done = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Reason = styled.p`
  margin: ${({ theme }) => theme.spacing.xs} 0 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

import { listReset, QueryState, Skeleton, useCall, useUser } from '@atrium/shared';
import type { AppointmentGroups } from '@atrium/shared/contract';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { appointmentsQuery } from './api';
import { AppointmentCard } from './AppointmentCard';
import { SECTIONS } from './rules';

const isEmpty = (groups: AppointmentGroups) => SECTIONS.every((section) => groups[section].length === 0);

/**
 * The Appointments tab of the notifications dialog (spec 1 §2 Dialogs 4): the caller's appointments
 * under coming, pending and past, each card with what the caller may do with it (spec 1 §4).
 */
export function AppointmentsTab() {
  const { t } = useTranslation('appointments');
  const userId = useUser()?.id ?? '';
  const groups = useCall(appointmentsQuery);

  return (
    <Column>
      <QueryState
        query={groups}
        loading={
          <Cards aria-busy="true">
            {[0, 1].map((index) => (
              <li key={index}>
                <Skeleton height={140} />
              </li>
            ))}
          </Cards>
        }
        isEmpty={isEmpty}
        empty={t('empty')}
      >
        {(data) =>
          SECTIONS.map((section) => (
            <section key={section} aria-labelledby={`appointments-${section}`}>
              <Heading id={`appointments-${section}`}>
                {t(`section.${section}`)} <Count>({data[section].length})</Count>
              </Heading>
              {data[section].length === 0 ? (
                <None>{t(`none.${section}`)}</None>
              ) : (
                <Cards>
                  {data[section].map((appointment) => (
                    <li key={appointment.id}>
                      <AppointmentCard appointment={appointment} section={section} userId={userId} />
                    </li>
                  ))}
                </Cards>
              )}
            </section>
          ))
        }
      </QueryState>
    </Column>
  );
}

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.lg};
  padding-top: ${({ theme }) => theme.spacing.sm};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.spacing.sm};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-weight: ${({ theme }) => theme.font.weight.regular};
`;

const None = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Cards = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  ${listReset}
`;

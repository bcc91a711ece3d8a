import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import './i18n';

export interface Result {
  key: string;
  label: string;
  /** Whole percent. */
  percentage: number;
}

/** Each answer with its share as a number and a bar (a hub poll's options, the live poll's rates). */
export function Results({ results }: { results: Result[] }) {
  const { t } = useTranslation('socialHub');
  return (
    <List>
      {results.map((result) => (
        <li key={result.key} aria-label={t('poll.result', { title: result.label, percentage: result.percentage })}>
          <Row aria-hidden="true">
            <span>{result.label}</span>
            <strong>{result.percentage}%</strong>
          </Row>
          <Track aria-hidden="true">
            <Bar style={{ width: `${result.percentage}%` }} />
          </Track>
        </li>
      ))}
    </List>
  );
}

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.spacing.sm};
  margin-bottom: ${({ theme }) => theme.spacing.xs};

  span {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  strong {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
`;

const Track = styled.div`
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.skeleton};
  overflow: hidden;
`;

const Bar = styled.div`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 300ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

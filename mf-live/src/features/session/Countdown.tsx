import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { keyframes } from 'styled-components';
import './i18n';

const SECOND_MS = 1000;
const UNITS = [
  { key: 'days', label: 'dayUnit', ms: 86_400_000 },
  { key: 'hours', label: 'hourUnit', ms: 3_600_000 },
  { key: 'minutes', label: 'minuteUnit', ms: 60_000 },
  { key: 'seconds', label: 'secondUnit', ms: SECOND_MS },
] as const;

/** The time left split into days, hours, minutes and seconds. */
export function timeLeft(remainingMs: number): Record<(typeof UNITS)[number]['key'], number> {
  let rest = Math.max(0, Math.floor(remainingMs / SECOND_MS) * SECOND_MS);
  const parts = { days: 0, hours: 0, minutes: 0, seconds: 0 };
  for (const { key, ms } of UNITS) {
    parts[key] = Math.floor(rest / ms);
    rest -= parts[key] * ms;
  }
  return parts;
}

/**
 * The flip countdown to a waiting session's start (spec 2 §2.19). It needs a valid deadline: without
 * one it says so plainly. Screen readers get the time left to the minute, not a tick every second.
 */
export function Countdown({ deadline }: { deadline: string | null }) {
  const { t } = useTranslation('session');
  const target = deadline === null ? NaN : Date.parse(deadline);
  const valid = !Number.isNaN(target);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!valid) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND_MS);
    return () => clearInterval(timer);
  }, [valid]);

  if (!valid) {
    return (
      <Note role="status" data-testid="countdown-invalid">
        {t('noStartDate')}
      </Note>
    );
  }
  const remaining = target - now;
  const parts = timeLeft(remaining);
  const spoken = UNITS.filter(({ key }) => key !== 'seconds')
    .map(({ key }) => t(key, { count: parts[key] }))
    .join(', ');
  return (
    <Box>
      <Digits role="timer" aria-label={remaining > 0 ? t('startsIn', { time: spoken }) : t('startingSoon')}>
        {UNITS.map(({ key, label }) => (
          <Unit key={key} aria-hidden="true">
            <Card>
              {/* Keyed by its value, the card mounts anew and flips each time it changes. */}
              <Flip key={parts[key]}>{String(parts[key]).padStart(2, '0')}</Flip>
            </Card>
            <span>{t(label)}</span>
          </Unit>
        ))}
      </Digits>
      {remaining <= 0 && <Note role="status">{t('startingSoon')}</Note>}
    </Box>
  );
}

const flip = keyframes`
  from { transform: rotateX(-90deg); opacity: 0.4; }
  to { transform: rotateX(0); opacity: 1; }
`;

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.md};
  padding: ${({ theme }) => theme.spacing.xl} ${({ theme }) => theme.spacing.sm};
`;

const Digits = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing.sm};
`;

const Unit = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.font.size.sm};

  /* The unit's name sits on the session's background, whatever its colour: on a chip of its own. */
  > span:last-child {
    padding: 0 6px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Card = styled.div`
  perspective: 300px;
  min-width: clamp(56px, 18vw, 96px);
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.headerDarkText};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;

const Flip = styled.span`
  display: block;
  padding: ${({ theme }) => theme.spacing.sm} 0;
  font-size: clamp(1.75rem, 8vw, 3rem);
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  transform-origin: center top;
  animation: ${flip} 300ms ease-out;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Note = styled.p`
  max-width: 48ch;
  margin: 0 auto;
  padding: ${({ theme }) => theme.spacing.lg} ${({ theme }) => theme.spacing.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

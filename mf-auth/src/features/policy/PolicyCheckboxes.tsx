import { bus, listReset, useSession } from '@atrium/shared';
import type { Policy } from '@atrium/shared/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PolicyBoxes, PolicyLists } from './checkPolicies';

interface Props {
  lists: PolicyLists;
  boxes: PolicyBoxes;
  /** pleaseControlArea beside an unticked box (spec 1 §5). */
  errors: Partial<Record<keyof PolicyBoxes, string>>;
  onChange(box: keyof PolicyBoxes, checked: boolean): void;
}

/**
 * Spec 1 §5 policy checkboxes: the first accepts the provider's policies, the second the brand's
 * own; each shows only when there are such policies. Each title opens the policy dialog.
 */
export function PolicyCheckboxes({ lists, boxes, errors, onChange }: Props) {
  const { t } = useTranslation('auth');
  const brand = useSession((s) => s.application?.name ?? '');
  return (
    <>
      {lists.policies.length > 0 && (
        <PolicyBox
          label={t('acceptProviderPolicies')}
          policies={lists.policies}
          checked={boxes.checkbox}
          error={errors.checkbox}
          onChange={(checked) => onChange('checkbox', checked)}
        />
      )}
      {lists.holaconPolicies.length > 0 && (
        <PolicyBox
          label={t('acceptBrandPolicies', { brand })}
          policies={lists.holaconPolicies}
          checked={boxes.checkbox2}
          error={errors.checkbox2}
          onChange={(checked) => onChange('checkbox2', checked)}
        />
      )}
    </>
  );
}

function PolicyBox({
  label,
  policies,
  checked,
  error,
  onChange,
}: {
  label: string;
  policies: Policy[];
  checked: boolean;
  error?: string;
  onChange(checked: boolean): void;
}) {
  const id = useId();
  return (
    <Box>
      <Row>
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${id}-policies`, error ? `${id}-error` : null].filter(Boolean).join(' ')}
          onChange={(e) => onChange(e.target.checked)}
        />
        <div>
          <label htmlFor={id}>{label}</label>{' '}
          <Titles id={`${id}-policies`}>
            {policies.map((policy) => (
              <li key={policy.slug}>
                <TitleButton type="button" onClick={() => bus.emit('policy.open', { slug: policy.slug })}>
                  {policy.title}
                </TitleButton>
              </li>
            ))}
          </Titles>
        </div>
      </Row>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing.sm};

  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }

  label {
    cursor: pointer;
  }
`;

const Titles = styled.ul`
  display: inline;
  ${listReset}

  li {
    display: inline;
  }

  li + li::before {
    content: ' · ';
  }
`;

const TitleButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-align: left;
  text-decoration: underline;
  cursor: pointer;

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.span`
  color: ${({ theme }) => theme.colors.danger};
`;

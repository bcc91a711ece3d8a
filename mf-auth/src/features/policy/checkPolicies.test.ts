import type { Policy } from '@atrium/shared/contract';
import { uncheckedPolicyBoxes } from './checkPolicies';

const terms: Policy = { type: 12, slug: 'terms', title: 'Terms', details: '' };

describe('the policy boxes of spec 1 §5', () => {
  test('provider policies need the first box, white-label policies the second', () => {
    const both = { policies: [terms], holaconPolicies: [terms] };
    expect(uncheckedPolicyBoxes(both, { checkbox: false, checkbox2: false })).toEqual(['checkbox', 'checkbox2']);
    expect(uncheckedPolicyBoxes(both, { checkbox: true, checkbox2: false })).toEqual(['checkbox2']);
    expect(uncheckedPolicyBoxes(both, { checkbox: true, checkbox2: true })).toEqual([]);
  });

  test('a box is not needed when there is no such policy', () => {
    expect(
      uncheckedPolicyBoxes({ policies: [terms], holaconPolicies: [] }, { checkbox: true, checkbox2: false }),
    ).toEqual([]);
    expect(uncheckedPolicyBoxes({ policies: [], holaconPolicies: [] }, { checkbox: false, checkbox2: false })).toEqual(
      [],
    );
  });
});

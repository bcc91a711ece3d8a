import { isCompleteActivationCode, maskActivationCode } from './activationCode';

describe('activation code mask (spec 1 §3, §5: ######-#######)', () => {
  it('puts the dash after six characters and stops at thirteen', () => {
    expect(maskActivationCode('123456')).toBe('123456');
    expect(maskActivationCode('1234567')).toBe('123456-7');
    expect(maskActivationCode('12345678901234567')).toBe('123456-7890123');
  });

  it('keeps only letters and digits, so a pasted code with spaces or dashes works', () => {
    expect(maskActivationCode(' 123 456-789 0123 ')).toBe('123456-7890123');
    expect(maskActivationCode('12-34')).toBe('1234');
  });

  it('is complete only with six, a dash and seven', () => {
    expect(isCompleteActivationCode('123456-7890123')).toBe(true);
    expect(isCompleteActivationCode('123456-789012')).toBe(false);
    expect(isCompleteActivationCode('')).toBe(false);
  });
});

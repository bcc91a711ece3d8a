import { activationCodeForServer, isCompleteActivationCode, maskActivationCode } from './activationCode';

describe('the activation code mask ######-####### (spec 1 §5, §9)', () => {
  test.each([
    ['', ''],
    ['1', '1'],
    ['123456', '123456'],
    ['1234567', '123456-7'],
    ['1234567890123', '123456-7890123'],
    ['12345678901234567', '123456-7890123'],
    ['123456-7890123', '123456-7890123'],
    ['123 456 789 0123', '123456-7890123'],
    [' 123456–7890123 ', '123456-7890123'],
    ['12ab34-56', '123456'],
    ['123456-', '123456'],
  ])('%j shows as %j', (typed, shown) => {
    expect(maskActivationCode(typed)).toBe(shown);
  });

  test('typing one character at a time builds the masked code', () => {
    let shown = '';
    for (const key of '1234567890123') shown = maskActivationCode(shown + key);
    expect(shown).toBe('123456-7890123');
  });

  test('deleting back over the dash removes it', () => {
    expect(maskActivationCode('123456-')).toBe('123456');
    expect(maskActivationCode('12345')).toBe('12345');
  });

  test('is complete only with thirteen digits', () => {
    expect(isCompleteActivationCode('123456-7890123')).toBe(true);
    expect(isCompleteActivationCode('1234567890123')).toBe(true);
    expect(isCompleteActivationCode('123456-789012')).toBe(false);
    expect(isCompleteActivationCode('')).toBe(false);
  });

  test('is sent as six characters, a dash, then the rest', () => {
    expect(activationCodeForServer('1234567890123')).toBe('123456-7890123');
    expect(activationCodeForServer('123456-7890123')).toBe('123456-7890123');
    expect(activationCodeForServer(' 123 456 7890123')).toBe('123456-7890123');
  });
});

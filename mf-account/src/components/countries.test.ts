import { countryList, DEFAULT_COUNTRY, joinPhone, splitPhone } from './countries';

// The phone picker's country list (spec 1 §3) and numbers as sent (spec 1 §5).
describe('phone numbers', () => {
  const list = countryList('en');

  it('lists every country with its dialling code, named in the interface language', () => {
    expect(list.find((country) => country.code === 'TR')).toMatchObject({ name: 'Türkiye', dial_code: '+90' });
    expect(countryList('tr').find((country) => country.code === 'DE')?.name).toBe('Almanya');
    expect(list.length).toBeGreaterThan(200);
  });

  it('reads a stored number back as its country and the rest', () => {
    expect(splitPhone('+905321234567', list)).toEqual({ country: 'TR', number: '5321234567' });
    expect(splitPhone('+358401234567', list)).toEqual({ country: 'FI', number: '401234567' });
    expect(splitPhone('+12025550123', list)).toEqual({ country: 'US', number: '2025550123' });
    expect(splitPhone('+74951234567', list)).toEqual({ country: 'RU', number: '4951234567' });
    expect(splitPhone('+18765550123', list)).toEqual({ country: 'JM', number: '5550123' });
    expect(splitPhone('+18685551234', list)).toEqual({ country: 'TT', number: '5551234' });
    expect(splitPhone(null, list)).toEqual({ country: DEFAULT_COUNTRY, number: '' });
  });

  it('sends +<dial><digits>: spaces and the trunk 0 removed, a typed + kept, empty as empty', () => {
    expect(joinPhone({ country: 'TR', number: '0532 123 45 67' }, list)).toBe('+905321234567');
    expect(joinPhone({ country: 'DE', number: '+49 30 1234' }, list)).toBe('+49301234');
    expect(joinPhone({ country: 'TR', number: '  ' }, list)).toBe('');
  });
});

import { checkInStep, takesCheckIn } from './checkIn';

// Spec 2 §4: auto check-in when checkInTypes contains 2 and the user is not checked in yet.

test('an attendee not checked in at a booth of automatic check-in is checked in', () => {
  expect(takesCheckIn({ checkInTypes: [2], isCheckedIn: false }, true)).toBe(true);
  expect(takesCheckIn({ checkInTypes: [1, 2], isCheckedIn: false }, true)).toBe(true);
});

test('no check-in when already checked in, when the booth takes none or only others, or for a visitor', () => {
  expect(takesCheckIn({ checkInTypes: [2], isCheckedIn: true }, true)).toBe(false);
  expect(takesCheckIn({ checkInTypes: [], isCheckedIn: false }, true)).toBe(false);
  expect(takesCheckIn({ checkInTypes: [1], isCheckedIn: false }, true)).toBe(false);
  expect(takesCheckIn({ checkInTypes: [2], isCheckedIn: false }, false)).toBe(false);
});

test('a booth without questions is checked in at once; one with questions asks first', () => {
  expect(checkInStep([])).toBe('send');
  expect(checkInStep([{ id: 'q1' }])).toBe('ask');
});

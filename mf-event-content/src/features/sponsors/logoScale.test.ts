import { sponsorLogoWidth } from './logoScale';

describe('sponsor logo scale (spec 2 §2.8)', () => {
  it('is full scale under 768 px', () => {
    expect(sponsorLogoWidth(1, 375)).toBe(220);
    expect(sponsorLogoWidth(0.8, 767)).toBe(176);
  });

  it('is scaled by 120/220 from 768 px', () => {
    expect(sponsorLogoWidth(1, 768)).toBe(120);
    expect(sponsorLogoWidth(1.5, 1280)).toBe(180);
  });

  it('never overflows a narrow screen', () => {
    expect(sponsorLogoWidth(2, 375)).toBe(327);
  });
});

import { pageScale, pinchZoom, stepZoom, wheelZoom, ZOOM, zoomPercent } from './zoom-rules';

describe('PDF zoom rules', () => {
  it('zooms in when the wheel goes up and out when it goes down, by about a fifth a notch', () => {
    expect(wheelZoom(1, -100)).toBeCloseTo(1.221, 3);
    expect(wheelZoom(1, 100)).toBeCloseTo(0.819, 3);
    expect(wheelZoom(1, -100)).toBeGreaterThan(wheelZoom(1, -10));
  });

  it('reads wheel lines and pages as pixels', () => {
    expect(wheelZoom(1, 3, 1)).toBeCloseTo(wheelZoom(1, 48, 0), 9);
    expect(wheelZoom(1, -1, 2)).toBe(ZOOM.max);
  });

  it('keeps the wheel within 0.2 to 3', () => {
    expect(wheelZoom(0.21, 500)).toBe(0.2);
    expect(wheelZoom(2.9, -500)).toBe(3);
    let zoom = 1;
    for (let i = 0; i < 50; i++) zoom = wheelZoom(zoom, 100);
    expect(zoom).toBe(0.2);
  });

  it('pinches by the ratio of the fingers’ distances, within 0.5 to 3', () => {
    expect(pinchZoom(1, 100, 150)).toBeCloseTo(1.5);
    expect(pinchZoom(1, 100, 40)).toBe(0.5);
    expect(pinchZoom(2, 100, 400)).toBe(3);
  });

  it('never jumps when a pinch starts below 0.5 (the wheel zooms out further)', () => {
    expect(pinchZoom(0.3, 100, 100)).toBeCloseTo(0.3);
    expect(pinchZoom(0.3, 100, 50)).toBeCloseTo(0.3);
    expect(pinchZoom(0.3, 100, 200)).toBeCloseTo(0.6);
  });

  it('ignores a pinch that starts with both fingers on one spot', () => {
    expect(pinchZoom(1.2, 0, 80)).toBe(1.2);
  });

  it('steps the buttons to the next quarter, within 0.2 to 3', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.1, 1)).toBe(1.25);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(0.3, -1)).toBe(0.25);
    expect(stepZoom(0.25, -1)).toBe(0.2);
    expect(stepZoom(0.2, 1)).toBe(0.25);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.75 + 1e-9, 1)).toBe(1);
  });

  it('shows the zoom as a whole percentage', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(1.2214)).toBe(122);
    expect(zoomPercent(0.2)).toBe(20);
  });

  it('fits the page to the viewer at zoom 1, never wider than 1350 px', () => {
    expect(pageScale(600, 900, 1)).toBeCloseTo(1.5);
    expect(pageScale(600, 2000, 1)).toBeCloseTo(2.25);
    expect(pageScale(600, 2000, 2) * 600).toBeCloseTo(2700);
    expect(pageScale(600, 0, 1)).toBe(1);
  });
});

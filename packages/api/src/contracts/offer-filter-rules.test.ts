import { describe, expect, it } from 'vitest';
import {
  boundingBox,
  distanceKm,
  effectiveSort,
  hourlyPay,
  parseNear,
  salaryPeriodOf,
} from './offer-filter-rules';

const montreal = { lat: 45.5017, lng: -73.5673 };
const quebec = { lat: 46.8139, lng: -71.208 };

describe('distance rules', () => {
  it('measures great-circle distances in km', () => {
    expect(distanceKm(montreal, montreal)).toBe(0);
    // Montréal to Québec is about 233 km as the crow flies.
    expect(distanceKm(montreal, quebec)).toBeGreaterThan(230);
    expect(distanceKm(montreal, quebec)).toBeLessThan(236);
    expect(distanceKm(montreal, quebec)).toBeCloseTo(distanceKm(quebec, montreal), 9);
  });

  it('bounds every point of the circle in its box', () => {
    for (const origin of [montreal, { lat: 62.4, lng: -75.6 }, { lat: 0, lng: 179.9 }]) {
      const box = boundingBox(origin, 25);
      for (let bearing = 0; bearing < 360; bearing += 15) {
        // A point 24.9 km away in this bearing (small-distance approximation, inside the circle).
        const rad = (bearing * Math.PI) / 180;
        const dLat = ((24.9 * Math.cos(rad)) / 6371.0088) * (180 / Math.PI);
        const lat = origin.lat + dLat;
        const dLng =
          ((24.9 * Math.sin(rad)) / (6371.0088 * Math.cos((lat * Math.PI) / 180))) *
          (180 / Math.PI);
        const point = { lat, lng: origin.lng + dLng };
        if (distanceKm(origin, point) > 25) continue;
        expect(point.lat).toBeGreaterThanOrEqual(box.minLat);
        expect(point.lat).toBeLessThanOrEqual(box.maxLat);
        expect(point.lng).toBeGreaterThanOrEqual(box.minLng);
        expect(point.lng).toBeLessThanOrEqual(box.maxLng);
      }
    }
  });

  it("reads near as a place's slug or name, or a point within the globe, nothing else", () => {
    expect(parseNear('montreal')).toEqual({ name: 'montreal' });
    expect(parseNear('saint-jean-sur-richelieu')).toEqual({ name: 'saint-jean-sur-richelieu' });
    expect(parseNear(' Montréal ')).toEqual({ name: 'Montréal' });
    expect(parseNear('Vancouver (BC)')).toEqual({ name: 'Vancouver (BC)' });
    expect(parseNear("St. John's, NL")).toEqual({ name: "St. John's, NL" });
    expect(parseNear('45.5,-73.6')).toEqual({ point: { lat: 45.5, lng: -73.6 } });
    for (const bad of ['', '91,0', '45,181', '-montreal', "x' OR 1=1", '45.5;-73', '<b>']) {
      expect(parseNear(bad)).toBeNull();
    }
  });
});

describe('pay rules', () => {
  it('guesses the period from the amount only when none is given', () => {
    expect(salaryPeriodOf(25, undefined)).toBe('hour');
    expect(salaryPeriodOf(45_000, undefined)).toBe('year');
    expect(salaryPeriodOf(45_000, 'hour')).toBe('hour');
    expect(hourlyPay(52_000, 'year')).toBe(25);
    expect(hourlyPay(25, 'hour')).toBe(25);
  });
});

describe('sort rules', () => {
  it('defaults to relevance with text and to date without', () => {
    expect(effectiveSort(undefined, true)).toBe('relevance');
    expect(effectiveSort(undefined, false)).toBe('date');
    expect(effectiveSort('date', true)).toBe('date');
  });
});

import { describe, expect, it } from 'vitest';
import { videoMotion } from './generate-video';

describe('videoMotion', () => {
  it('reads the camera move from English and Polish prompts, parallax otherwise', () => {
    expect(videoMotion('slow pan from left to right')).toBe('pan');
    expect(videoMotion('Powolna panorama z lewej do prawej')).toBe('pan');
    expect(videoMotion('kamera przesuwa się w bok')).toBe('pan');
    expect(videoMotion('a gentle zoom on my face')).toBe('push-in');
    expect(videoMotion('delikatne zbliżenie na twarz')).toBe('push-in');
    expect(videoMotion('powolny najazd kamery')).toBe('push-in');
    expect(videoMotion('spokojne wideo profilowe')).toBe('parallax');
    // Whole-word starts only: "company" is not a pan, "Japan" neither.
    expect(videoMotion('company profile video in Japan')).toBe('parallax');
  });
});

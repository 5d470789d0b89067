import { describe, expect, it } from 'vitest';
import { CircuitBreaker, type BreakerSettings } from './circuit-breaker';
import type { CircuitState } from './providers';

const SETTINGS: BreakerSettings = { errorRate: 0.5, minCalls: 4, windowMs: 60_000, openMs: 30_000, probes: 2 };

function breaker(settings: Partial<BreakerSettings> = {}) {
  const clock = { now: 1_000_000 };
  const changes: [CircuitState, number][] = [];
  const b = new CircuitBreaker({ ...SETTINGS, ...settings }, { now: () => clock.now, onChange: (state, since) => changes.push([state, since]) });
  const tick = (ms: number) => (clock.now += ms);
  const calls = (...outcomes: Parameters<CircuitBreaker['record']>[0][]) => outcomes.forEach((o) => b.record(o));
  /** Opens the circuit with four failures and lets its open time pass: half-open now. */
  const halfOpen = () => {
    calls('server_error', 'server_error', 'server_error', 'server_error');
    tick(SETTINGS.openMs);
    expect(b.state()).toBe('half_open');
  };
  return { b, clock, tick, calls, changes, halfOpen };
}

describe('CircuitBreaker', () => {
  it('opens when the failure rate of the window reaches the error rate', () => {
    const { b, calls, clock, changes } = breaker();
    calls('ok', 'ok', 'server_error');
    expect(b.state()).toBe('closed');
    calls('timeout'); // 2 of 4: 50 %
    expect(b.state()).toBe('open');
    expect(changes).toEqual([['open', clock.now]]);
    expect(b.admit()).toEqual({ admitted: false, retryAfterMs: SETTINGS.openMs });
  });

  it('stays closed below the error rate', () => {
    const { b, calls } = breaker();
    calls('ok', 'ok', 'ok', 'network', 'ok', 'throttled', 'ok');
    expect(b.state()).toBe('closed');
    expect(b.admit()).toEqual({ admitted: true });
  });

  it('does not open with fewer than MIN_CALLS calls in the window, however many of them failed', () => {
    const { b, calls } = breaker();
    calls('server_error', 'network', 'timeout');
    expect(b.state()).toBe('closed');
    calls('throttled');
    expect(b.state()).toBe('open');
  });

  it('ignores refused calls (our own bad requests): they are neither failures nor successes', () => {
    const { b, calls } = breaker();
    calls('server_error', 'refused', 'refused', 'refused', 'refused', 'server_error', 'refused', 'server_error');
    expect(b.state()).toBe('closed'); // three counted calls, all failed, but fewer than four
    calls('ok', 'refused', 'refused');
    expect(b.state()).toBe('open'); // 3 of 4 counted calls failed
  });

  it('slides its window: outcomes older than the window no longer count', () => {
    const { b, calls, tick } = breaker();
    calls('server_error', 'server_error', 'server_error');
    tick(SETTINGS.windowMs);
    calls('ok', 'ok', 'ok', 'server_error');
    expect(b.state()).toBe('closed'); // the old failures left: 1 of 4
    tick(SETTINGS.windowMs - 1);
    calls('server_error', 'server_error', 'server_error');
    expect(b.state()).toBe('open'); // 4 of 7 within the last minute
  });

  it('stays open for OPEN_SECONDS, then is half-open', () => {
    const { b, tick, halfOpen, changes, clock } = breaker();
    halfOpen();
    expect(changes.map(([s]) => s)).toEqual(['open', 'half_open']);
    expect(changes[1]![1]).toBe(clock.now);
    expect(b.since()).toBe(clock.now);
    tick(1);
    expect(b.state()).toBe('half_open');
  });

  it('stays open as long as a throttled call asked with Retry-After when that is longer', () => {
    const { b, tick, calls } = breaker();
    b.record('throttled', 120_000);
    calls('throttled', 'throttled', 'throttled');
    expect(b.state()).toBe('open');
    expect(b.admit()).toEqual({ admitted: false, retryAfterMs: 120_000 });
    tick(SETTINGS.openMs);
    expect(b.state()).toBe('open');
    tick(120_000 - SETTINGS.openMs);
    expect(b.state()).toBe('half_open');
  });

  it('admits exactly PROBES new runs while half-open', () => {
    const { b, halfOpen } = breaker();
    halfOpen();
    expect(b.admit()).toEqual({ admitted: true });
    expect(b.admit()).toEqual({ admitted: true });
    expect(b.admit()).toEqual({ admitted: false, retryAfterMs: null });
    expect(b.admit()).toEqual({ admitted: false, retryAfterMs: null });
  });

  it('opens again at once on a failure while half-open', () => {
    const { b, halfOpen, tick } = breaker();
    halfOpen();
    b.admit();
    b.record('ok');
    b.record('network');
    expect(b.state()).toBe('open');
    expect(b.admit()).toEqual({ admitted: false, retryAfterMs: SETTINGS.openMs });
    tick(SETTINGS.openMs);
    expect(b.state()).toBe('half_open');
    expect([b.admit().admitted, b.admit().admitted, b.admit().admitted]).toEqual([true, true, false]);
  });

  it('closes after PROBES successes while half-open, and counts afresh', () => {
    const { b, halfOpen, calls, changes } = breaker();
    halfOpen();
    b.admit();
    b.admit();
    calls('ok', 'refused');
    expect(b.state()).toBe('half_open');
    calls('ok');
    expect(b.state()).toBe('closed');
    expect(changes.map(([s]) => s)).toEqual(['open', 'half_open', 'closed']);
    // The failures before it opened are forgotten: three new ones are below MIN_CALLS.
    calls('server_error', 'server_error', 'server_error');
    expect(b.state()).toBe('closed');
    expect(b.admit()).toEqual({ admitted: true });
  });

  it('gives out probes again when the ones taken were never heard of for OPEN_SECONDS', () => {
    const { b, halfOpen, tick } = breaker();
    halfOpen();
    b.admit();
    b.admit();
    tick(SETTINGS.openMs - 1);
    expect(b.admit().admitted).toBe(false);
    tick(1);
    expect(b.admit().admitted).toBe(true);
  });
});

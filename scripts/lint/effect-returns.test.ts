import { describe, expect, it } from 'vitest';
import { findEffectReturnProblems } from './effect-returns';

const check = (code: string) => findEffectReturnProblems('example.tsx', code).map((p) => p.line);

describe('effect return lint', () => {
  it('flags an effect whose arrow body returns the value of a call (the scrollIntoView crash)', () => {
    expect(check(`\nuseEffect(() => ref.current?.scrollIntoView({ block: 'nearest' }), [id]);`)).toEqual([2]);
  });

  it('flags React.useLayoutEffect, async callbacks and returns of values that are not functions written in place', () => {
    expect(check('React.useLayoutEffect(() => setOpen(false), [p]);')).toHaveLength(1);
    expect(check('useEffect(async () => { await load(); }, []);')).toHaveLength(1);
    expect(check('useEffect(() => { if (!a) return false; return unsubscribe; }, []);')).toHaveLength(2);
  });

  it('accepts effects that return nothing or a cleanup function, and returns inside nested functions', () => {
    const ok = `
      useEffect(() => { ref.current?.scrollIntoView(); }, [id]);
      useEffect(() => { const t = setTimeout(go, 10); return () => clearTimeout(t); }, []);
      useEffect(() => () => stop(), []);
      useEffect(() => { if (!a) return; const f = () => { return 1; }; list.map(function (x) { return x; }); f(); }, []);
      useEffect(function () { return function cleanup() {}; }, []);
      const x = <div onClick={() => 1} />;`;
    expect(check(ok)).toEqual([]);
  });
});

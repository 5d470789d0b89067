import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, linkFromOutbox, type TestApp } from '../support/test-app';

// The app runs with TRUST_PROXY=true (one proxy hop), as behind a reverse proxy. Addresses here are from 192.0.2.0/24,
// which call()'s random client addresses (203.0.113.x as the proxy appends them) never use.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const password = 'correct horse';
let n = 0;
const freshEmail = () => `abuse${++n}-${Date.now()}@example.com`;
/** A request that reached the app through the proxy from `ip`, carrying whatever the client put in the header itself. */
const from = (ip: string, spoofed?: string) => ({ 'x-forwarded-for': spoofed ? `${spoofed}, ${ip}` : ip });

async function registerConfirmed(email = freshEmail()) {
  expect((await call(t.app, 'POST', '/api/auth/register', { email, password, fullName: 'Ola' })).status).toBe(201);
  const link = await linkFromOutbox(t.services, email, 'confirm_email');
  expect((await call(t.app, 'POST', '/api/auth/confirm-email', { token: link.searchParams.get('token') })).status).toBe(200);
  return email;
}

describe('client addresses behind a proxy', () => {
  it('limits registrations by the address the proxy appended, whatever the client wrote to its left', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const body = { email: freshEmail(), password, fullName: 'Spoof' };
      statuses.push((await call(t.app, 'POST', '/api/auth/register', body, from('192.0.2.10', `10.77.${i}.1`))).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(4).fill(429)]);
  });

  it('limits sign-in attempts per address the same way (50 per 15 minutes)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 52; i++) {
      const body = { email: freshEmail(), password };
      statuses.push((await call(t.app, 'POST', '/api/auth/login', body, from('192.0.2.11', `10.78.${i}.1`))).status);
    }
    expect(statuses).toEqual([...Array<number>(50).fill(401), 429, 429]);
  }, 120_000);
});

describe('failed sign-ins', () => {
  it("lock the guesser's address out of the account, not its owner", async () => {
    const email = await registerConfirmed();
    for (let i = 0; i < 10; i++) {
      expect((await call(t.app, 'POST', '/api/auth/login', { email, password: `guess-${i}` }, from('192.0.2.66'))).status).toBe(401);
    }
    // The guesser is stopped, even when it hits the right password…
    const stopped = await call(t.app, 'POST', '/api/auth/login', { email, password }, from('192.0.2.66'));
    expect(stopped.status).toBe(429);
    expect(stopped.body.error.message).toBe('Too many requests');
    expect(Number(stopped.headers.get('retry-after'))).toBeGreaterThan(0);
    // …and the owner, from their own address, still signs in.
    const owner = await call(t.app, 'POST', '/api/auth/login', { email, password }, from('192.0.2.20'));
    expect(owner.status).toBe(200);
  });

  it('from many addresses cap guesses at 100 an hour per account, still letting the owner in from a known address', async () => {
    const email = await registerConfirmed();
    expect((await call(t.app, 'POST', '/api/auth/login', { email, password }, from('192.0.2.21'))).status).toBe(200);
    // Ten addresses, ten wrong passwords each (the per-address pair limit), two at a time.
    const attacker = async (k: number) => {
      for (let i = 0; i < 10; i++) {
        expect((await call(t.app, 'POST', '/api/auth/login', { email, password: `guess-${k}-${i}` }, from(`192.0.2.${100 + k}`))).status).toBe(401);
      }
    };
    for (let k = 0; k < 10; k += 2) await Promise.all([attacker(k), attacker(k + 1)]);

    // A fresh address is refused now, right password or not: guessing on stops here.
    expect((await call(t.app, 'POST', '/api/auth/login', { email, password }, from('192.0.2.150'))).status).toBe(429);
    expect((await call(t.app, 'POST', '/api/auth/login', { email, password: 'guess' }, from('192.0.2.151'))).status).toBe(429);
    // The owner's address, which signed in before, still gets in (and a wrong password there is still a 401).
    expect((await call(t.app, 'POST', '/api/auth/login', { email, password: 'typo' }, from('192.0.2.21'))).status).toBe(401);
    expect((await call(t.app, 'POST', '/api/auth/login', { email, password }, from('192.0.2.21'))).status).toBe(200);
    // What is stored of that address is a keyed hash, not the address.
    const logins = await t.services.prisma.activity.findMany({ where: { user: { email }, kind: 'login' } });
    expect(JSON.stringify(logins)).not.toContain('192.0.2.21');
  }, 180_000);
});

describe('registration with a taken address', () => {
  it('says so 5 times an hour per address, then answers every registration from it with the generic limit', async () => {
    const taken = await registerConfirmed();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const r = await call(t.app, 'POST', '/api/auth/register', { email: taken, password, fullName: 'Probe' }, from('192.0.2.30'));
      statuses.push(r.status);
      if (r.status === 409) expect(r.body.error.message).toContain('already exists');
      else expect(r.body.error.message).toBe('Too many requests');
    }
    expect(statuses).toEqual([409, 409, 409, 409, 409, 429]);
    // A free address from there gets the same answer, so the limit tells nothing about which addresses are taken.
    const fresh = await call(t.app, 'POST', '/api/auth/register', { email: freshEmail(), password, fullName: 'Probe' }, from('192.0.2.30'));
    expect(fresh.status).toBe(429);
    // Other addresses are unaffected.
    const other = await call(t.app, 'POST', '/api/auth/register', { email: taken, password, fullName: 'Probe' }, from('192.0.2.31'));
    expect(other.status).toBe(409);
  });
});

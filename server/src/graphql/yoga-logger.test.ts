import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@kadr/core/errors/app-error';
import { inRequest } from '@kadr/core/log/request-scope';
import { captureLog } from '@kadr/tests/support/log-capture';
import { yogaLogger } from './yoga-logger';

describe('yogaLogger', () => {
  it('logs an error Yoga masked as an error, with the request id, the field and the cause, once', () => {
    const { log, lines: records } = captureLog('debug');
    const yoga = yogaLogger(log);
    const cause = new Error('connection refused');
    const error = new GraphQLError('connection refused', { originalError: cause, path: ['me', 'creditsBalance'] });
    inRequest('req-7', () => {
      yoga.error(error);
      yoga.error(cause);
    });
    const errors = records.filter((r) => r.level === 'error');
    expect(errors).toEqual([
      expect.objectContaining({ requestId: 'req-7', path: 'me.creditsBalance', msg: 'unexpected error in a GraphQL operation (masked)', err: expect.objectContaining({ message: 'connection refused' }) }),
    ]);
  });

  it('logs the errors the client is shown (ours, validation) at debug only', () => {
    const { log, lines: records } = captureLog('debug');
    const yoga = yogaLogger(log);
    yoga.error(new GraphQLError('Not found', { originalError: new NotFoundError('Model') }));
    yoga.error(new GraphQLError('Cannot query field "x" on type "Query".'));
    expect(records.map((r) => r.level)).toEqual(['debug', 'debug']);
  });
});

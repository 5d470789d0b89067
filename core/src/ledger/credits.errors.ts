import { AppError } from '../errors/app-error';

/** Spec §8: 'You need {needed} credits but only have {available}', with both numbers filled in. */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly needed: number,
    readonly available: number,
  ) {
    super('INSUFFICIENT_CREDITS', `You need ${needed} credits but only have ${available}`);
  }

  override get details() {
    return { needed: this.needed, available: this.available };
  }
}

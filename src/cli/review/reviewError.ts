// A reason the review cannot be made (an unknown ref, content with problems, a build that fails):
// the message is for the person who ran it, printed without a stack; the command exits with 2.
export class ReviewError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReviewError';
  }
}

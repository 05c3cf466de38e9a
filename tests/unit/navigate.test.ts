import {navigateAfterRenderer} from '@site/src/client/navigate';
import {loadRenderer} from '@site/src/theme/MDXContent/loadRenderer';

// The renderer chunk, held back until each test lets it arrive (or fail).
let arrive: () => void;
let fail: (error: Error) => void;
jest.mock('@site/src/theme/MDXContent/loadRenderer', () => ({
  loadRenderer: jest.fn(),
}));

beforeEach(() => {
  (loadRenderer as jest.Mock).mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        arrive = () => resolve(() => null);
        fail = reject;
      }),
  );
});

describe('navigateAfterRenderer (src/client/navigate.ts)', () => {
  it('changes the address only once the article renderer has loaded', async () => {
    const history = {push: jest.fn()};
    const done = navigateAfterRenderer(history as never, '/docs/limits/#memory');
    await Promise.resolve();
    expect(history.push).not.toHaveBeenCalled();
    arrive();
    await done;
    expect(history.push.mock.calls).toEqual([['/docs/limits/#memory']]);
  });

  it('still navigates when the renderer fails to load, so the new page can report it', async () => {
    const history = {push: jest.fn()};
    const done = navigateAfterRenderer(history as never, '/docs/limits/');
    fail(new Error('Loading chunk 12 failed.'));
    await done;
    expect(history.push.mock.calls).toEqual([['/docs/limits/']]);
  });
});

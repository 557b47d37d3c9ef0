import { dataAndLoadingOf, loadingOf } from './query-fields';

describe('loadingOf', () => {
  it('counts a call not yet started as loading, as the query hook does by default', () => {
    expect(loadingOf({ isLoading: false, isUninitialized: true })).toBe(true);
    expect(loadingOf({ isLoading: true, isUninitialized: false })).toBe(true);
  });

  it('is not loading once there is data, or once the call has settled', () => {
    expect(loadingOf({ data: { open: 1 }, isLoading: false, isUninitialized: true })).toBe(false);
    expect(loadingOf({ data: undefined, isLoading: false, isUninitialized: false })).toBe(false);
  });
});

describe('dataAndLoadingOf', () => {
  it('keeps the data and the loading state only', () => {
    const data = { open: 1 };
    expect(
      dataAndLoadingOf({ data, isLoading: false, isUninitialized: false, isFetching: true } as never),
    ).toEqual({ data, isLoading: false });
    expect(dataAndLoadingOf({ isLoading: false, isUninitialized: true })).toEqual({
      data: undefined,
      isLoading: true,
    });
  });
});

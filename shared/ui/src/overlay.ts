export * from './kit/overlay';

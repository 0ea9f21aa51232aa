export * from './kit/data';

export * from './kit/form';

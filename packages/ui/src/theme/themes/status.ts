import type { StatusColors } from './types';

/** Status colours shared by every theme: meaning must not change with the brand colour. */
export const success: StatusColors = {
  bg: '#e8f6ed',
  text: '#14532d',
  border: '#a6d8b6',
  solid: '#15803d',
  onSolid: '#ffffff',
};

export const warning: StatusColors = {
  bg: '#fff5dc',
  text: '#713f12',
  border: '#f0d283',
  solid: '#b45309',
  onSolid: '#ffffff',
};

export const danger: StatusColors = {
  bg: '#fdecec',
  text: '#8a1c1c',
  border: '#f2b8b5',
  solid: '#b42318',
  onSolid: '#ffffff',
};

export const info: StatusColors = {
  bg: '#e8f1fd',
  text: '#1e3a8a',
  border: '#b6cff5',
  solid: '#1d4ed8',
  onSolid: '#ffffff',
};

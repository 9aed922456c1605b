import { create } from 'zustand';
import { STORAGE_KEYS } from '../../domain/browser-storage.ts';
import { readLocal, writeLocal } from '../lib/local-storage.ts';

/** The chosen delivery district, kept in localStorage under `address` as the spec says. */
const POSTCODE_KEY = STORAGE_KEYS.postcode;

type PostcodeState = {
  postcode: string | null;
  choosePostcode(postcode: string): void;
};

export const usePostcodeStore = create<PostcodeState>((set) => ({
  postcode: readLocal(POSTCODE_KEY),
  choosePostcode(postcode) {
    writeLocal(POSTCODE_KEY, postcode);
    set({ postcode });
  },
}));

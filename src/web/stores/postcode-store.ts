import { create } from 'zustand';
import { readLocal, writeLocal } from '../lib/local-storage.ts';

/** The chosen delivery district, kept in localStorage under `address` as the spec says. */
const POSTCODE_KEY = 'address';

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

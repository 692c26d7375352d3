import { create } from 'zustand';
import type { VendorCard } from '@portal/contract';

interface LaunchState {
  /** The vendor whose games the popup list shows (a VASSALAGE card), or null. */
  vendorList: VendorCard | null;
  /** The name of the game being launched while its address is fetched, or null. */
  launching: string | null;
  openVendorList: (card: VendorCard) => void;
  closeVendorList: () => void;
  setLaunching: (name: string | null) => void;
}

export const useLaunchStore = create<LaunchState>((set) => ({
  vendorList: null,
  launching: null,
  openVendorList: (vendorList) => set({ vendorList }),
  closeVendorList: () => set({ vendorList: null }),
  setLaunching: (launching) => set({ launching }),
}));

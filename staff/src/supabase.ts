import { createClient } from '@supabase/supabase-js';

/**
 * The staff app's one client. The session lives in sessionStorage, not localStorage: closing the
 * tab (or the browser) ends it on this device, and another tab does not inherit it.
 */
export const supabase = createClient(
  import.meta.env.VITE_SUPABASE_URL as string,
  import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY as string,
  {
    auth: {
      storage: window.sessionStorage,
      persistSession: true,
      autoRefreshToken: true,
      detectSessionInUrl: false,
      storageKey: 'ankerlicht-staff-session',
    },
  },
);

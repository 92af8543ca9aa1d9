import Box from '@mui/material/Box';

/** The product's mark: a ribbon in the primary blue (no external image, so it works offline). */
export function RegistryMark({ size = 56 }: { size?: number }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 64 64"
      aria-hidden
      sx={{ width: size, height: size, color: 'primary.main', display: 'block' }}
    >
      <rect width="64" height="64" rx="16" fill="currentColor" />
      <path
        d="M32 12c-6.6 0-11 4.8-11 10.5 0 6 4.6 12 8.4 17.2L20 52l6 2 6-9 6 9 6-2-9.4-12.3C38.4 34.5 43 28.5 43 22.5 43 16.8 38.6 12 32 12zm0 6c3 0 5 2 5 4.6 0 3-2.2 6.6-5 10.4-2.8-3.8-5-7.4-5-10.4 0-2.6 2-4.6 5-4.6z"
        fill="#fff"
      />
    </Box>
  );
}

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiOrigin = 'http://localhost:3000'

// Only modules the first page needs are grouped into long-lived vendor chunks; code used solely by
// lazy pages (admin tables, order forms) stays in those pages' chunks.
const vendorGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
  },
  {
    name: 'chakra',
    test: /node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@floating-ui|@internationalized|@swc|stylis)[\\/]/,
  },
]

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': apiOrigin,
      '/healthz': apiOrigin,
      '/admin/queues': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: vendorGroups.map((group) => ({ ...group, tags: ['$initial' as const] })),
        },
      },
    },
  },
})

declare module '*.png' { const url: string; export default url; }
declare module '*.jpg' { const url: string; export default url; }
declare module '*.webp' { const url: string; export default url; }
declare module '*.avif' { const url: string; export default url; }
declare module '*.svg' { const url: string; export default url; }
declare module '*.css';

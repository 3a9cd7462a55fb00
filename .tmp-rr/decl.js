export { BrowserRouter, MemoryRouter, Routes, Route, Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useSearchParams, useNavigationType, useParams } from 'react-router';

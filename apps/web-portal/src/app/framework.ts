// The framework the app is built on, evaluated in a task of its own before the app's modules (boot.tsx):
// two shorter tasks on a phone instead of one long one.
import 'react-dom/client';
import 'react-router';
import '@reduxjs/toolkit/query/react';
import 'i18next';
import 'react-i18next';

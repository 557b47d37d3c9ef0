import '@playfront/ui-kit/styles.css';
import './styles.css';
import './app/boot';

import './action/index.js'

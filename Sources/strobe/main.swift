import StrobeCLI
